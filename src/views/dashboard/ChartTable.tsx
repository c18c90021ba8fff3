/** One column of a chart's data table: its heading and each row's text. */
export interface TableColumn {
  heading: string;
  cells: readonly string[];
}

/**
 * A chart's text alternative: its data as a table, folded under 查看数据 (a screen reader
 * reads it, a person can open and copy it).
 */
export function ChartTable({ caption, columns }: { caption: string; columns: readonly TableColumn[] }) {
  const rows = columns[0]?.cells.length ?? 0;
  return (
    <details>
      <summary>查看数据</summary>
      <table className="shop-chart-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {columns.map((column) => (
                <td key={column.heading}>{column.cells[row]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
