/** What a tab shows when its section loaded but holds nothing to show (SPEC §2). */
export function Unavailable() {
  return <p>Esta informação não está disponível</p>;
}
