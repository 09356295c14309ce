export interface Column {
  label: string;
  /** 'num' right-aligns a column of figures; 'hide-mobile' and the like pass through. */
  className?: string;
  /** Read out but not shown: the header of a column of icons or buttons. */
  hidden?: boolean;
  /** What a short label stands for ("Pontos" for "P"): read out instead of it, and shown on hover. */
  full?: string;
}

/** A right-aligned column of figures. */
export const numeric = (label: string, className?: string, full?: string): Column => ({
  label,
  className: className ? `num ${className}` : 'num',
  full,
});

/** A table's header row, a column header per entry (a bare string is a plain column). */
export function TableHead({ columns }: { columns: ReadonlyArray<Column | string> }) {
  return (
    <thead>
      <tr>
        {columns.map((entry, index) => {
          const column = typeof entry === 'string' ? { label: entry } : entry;
          return (
            <th key={index} scope="col" className={column.className} title={column.full}>
              {column.hidden ? (
                <span className="visually-hidden">{column.label}</span>
              ) : column.full ? (
                <>
                  <span aria-hidden="true">{column.label}</span>
                  <span className="visually-hidden">{column.full}</span>
                </>
              ) : (
                column.label
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
