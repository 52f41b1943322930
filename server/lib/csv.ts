/**
 * A spreadsheet must not run a cell as a formula ("CSV injection"): =, +, -, @, a tab or a CR at the start, and their
 * full-width forms ＝ ＋ － ＠, which spreadsheets in East Asian locales read as the same operators (as the v1 export).
 * Every hand-written CSV export uses this (the newsletter's, the stand's sales).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r＝＋－＠]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
