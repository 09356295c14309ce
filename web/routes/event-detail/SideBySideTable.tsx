import type { ReactNode } from 'react';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { numeric, TableHead } from '../../components/TableHead.tsx';

/** A statistics table with a column per team, home then away; its bodies are the children. */
export function SideBySideTable({
  home,
  away,
  children,
}: {
  home: string;
  away: string;
  children: ReactNode;
}) {
  return (
    <table className="table statistics">
      <TableHead columns={[COMMON_LABELS.statistic, numeric(home), numeric(away)]} />
      {children}
    </table>
  );
}

/** One statistic of both teams. */
export function SideBySideRow({ label, home, away }: { label: string; home: ReactNode; away: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="num">{home}</td>
      <td className="num">{away}</td>
    </tr>
  );
}

/** A group's title across the three columns, first row of its body. */
export function GroupTitleRow({ title }: { title: string }) {
  return (
    <tr>
      <th colSpan={3} scope="colgroup" className="group">
        {title}
      </th>
    </tr>
  );
}
