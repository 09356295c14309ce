import { COMMON_LABELS } from '../../server/i18n/screens/frame.ts';

export interface SkeletonProps {
  /** Number of text lines to sketch. */
  lines?: number;
  /** Visible to assistive technology while the content loads. */
  label?: string;
  title?: boolean;
}

/** Grey placeholder shapes while a route's data loads. */
export function Skeleton({ lines = 3, label = COMMON_LABELS.loading, title = true }: SkeletonProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {title && <span className="skeleton skeleton-title" aria-hidden="true" />}
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
