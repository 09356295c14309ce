const POSITIONS: Record<string, string> = {
  G: 'Goleiro',
  D: 'Defensor',
  M: 'Meio-campista',
  F: 'Atacante',
};

/** Player position letter → pt-BR name; anything else as it comes, 'N/A' when absent. */
export function positionName(position: string | null | undefined): string {
  if (!position) return 'N/A';
  return POSITIONS[position.toUpperCase()] ?? position;
}
