/** Footer text of SPEC §1: responsible play, 18+, copyright 2025. */
export function Footer() {
  return (
    <footer className="footer">
      <p>Jogue com responsabilidade. Conteúdo destinado a maiores de 18 anos (18+).</p>
      <p>© 2025 Bancada. Todos os direitos reservados.</p>
    </footer>
  );
}
