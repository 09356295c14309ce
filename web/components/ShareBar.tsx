/** A part of a share bar: where it starts and how long it is, in percent of the bar. */
export interface BarPart {
  key: string;
  className: string;
  x: number;
  width: number;
}

/**
 * Shares drawn as one bar in SVG. Its lengths are attributes of the drawing: a `style` attribute in the
 * server's HTML is refused by the Content-Security-Policy (no 'unsafe-inline'), so bars set by style were
 * empty on every page the server rendered. The bar's height, rounding and colours (`fill`) are CSS.
 */
export function ShareBar({ className, parts }: { className: string; parts: BarPart[] }) {
  return (
    <svg
      className={className}
      viewBox="0 0 100 1"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {parts.map((part) => (
        <rect key={part.key} className={part.className} x={part.x} y={0} width={part.width} height={1} />
      ))}
    </svg>
  );
}

/** Parts laid end to end from the bar's start, each as long as its share (0–1) of the bar. */
export function endToEnd(shares: Array<{ key: string; className: string; share: number }>): BarPart[] {
  let x = 0;
  return shares.map(({ key, className, share }) => {
    const part = { key, className, x, width: share * 100 };
    x += part.width;
    return part;
  });
}
