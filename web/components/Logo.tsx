/** The brand mark: green tile, white B, orange ball. Decorative beside the visible name. */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#6bac9e" />
      <path d="M9 8h8.5a5 5 0 0 1 1.6 9.7A5.2 5.2 0 0 1 17.8 28H9z" fill="#fff" />
      <circle cx="24" cy="24" r="4" fill="#ff914d" />
    </svg>
  );
}
