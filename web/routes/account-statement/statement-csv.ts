import { formatDateTime } from '../../format/dates.ts';
import { centsToDecimal, decimalToCents } from '../../format/money-input.ts';
import { shownAmount, transactionLabel, type StatementRow } from './statement-entry.ts';
import { slugify } from '../../../server/slugify.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { STATEMENT_LABELS } from '../../../server/i18n/screens/statement.ts';

/** Excel reads a UTF-8 file's accents only when the file starts with a byte order mark. */
const BOM = '\uFEFF';

const HEADER = [
  STATEMENT_LABELS.date,
  COMMON_LABELS.available,
  COMMON_LABELS.inBets,
  COMMON_LABELS.balance,
  STATEMENT_LABELS.dailyVariation,
  STATEMENT_LABELS.transaction,
  COMMON_LABELS.value,
];

/** "1234.5" → "1234,50": two decimals, pt-BR comma, no thousands dots, so spreadsheets read a number. */
export function csvDecimal(value: string | null | undefined): string {
  if (!value) return '';
  const cents = decimalToCents(value);
  return (cents === null ? value : centsToDecimal(cents)).replace('.', ',');
}

/**
 * A number as csvDecimal and csvOdds write it ("-12,50"), which a spreadsheet must still read as a number.
 * Nothing more: a name such as `-10/10` or `+55 11` is text a spreadsheet may compute.
 */
const CSV_NUMBER = /^-?\d+(,\d+)?$/;

/**
 * Quotes a cell only when it holds the separator, a quote or a line break. Text that a spreadsheet would
 * read as a formula (a leading `=`, `+`, `-`, `@`, tab or carriage return: an account named
 * `=HYPERLINK(…)`) gets a leading apostrophe, which Excel and LibreOffice show as text (OWASP, CSV
 * injection); numbers keep their sign.
 */
function cell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) && !CSV_NUMBER.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of pt-BR spreadsheets: cells quoted where needed, ';' between them, ended by CRLF. */
export function csvLine(cells: readonly string[]): string {
  return cells.map(cell).join(';') + '\r\n';
}

/** A file's first chunk: byte order mark and header line. */
export function csvHeader(header: readonly string[]): string {
  return BOM + csvLine(header);
}

/** The CSV lines of some statement rows, each ended by CRLF: one chunk of the file. */
export function csvRows(rows: readonly StatementRow[]): string {
  return rows
    .map((row) =>
      csvLine([
        formatDateTime(row.createdAt),
        csvDecimal(row.availableBalance),
        csvDecimal(row.betLockedBalance),
        csvDecimal(row.totalBalance),
        csvDecimal(row.variation),
        transactionLabel(row.type),
        csvDecimal(shownAmount(row)),
      ]),
    )
    .join('');
}

/** The statement file's first chunk: byte order mark and header line. */
export function csvHead(): string {
  return csvHeader(HEADER);
}

/** The statement as CSV for pt-BR spreadsheets: ';' separated, comma decimals, São Paulo dates. */
export function statementCsv(rows: readonly StatementRow[]): string {
  return csvHead() + csvRows(rows);
}

/** A file name from the account's name: "extrato-bet-da-sorte.csv". */
export function csvFileName(accountName: string): string {
  const slug = slugify(accountName);
  return `extrato-${slug || 'conta'}.csv`;
}

/**
 * Offers the CSV as a download through a Blob link; the object URL is released right after. The chunks
 * (one per page) go to the Blob as they are, never joined into one more string.
 */
export function downloadCsv(fileName: string, csv: string | readonly string[]) {
  const parts = typeof csv === 'string' ? [csv] : [...csv];
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url));
}
