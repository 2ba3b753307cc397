import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { LoadError } from './LoadError';
import { Spinner } from './Spinner';

export type Columns<T> = ColumnDef<T, unknown>[];

/**
 * A table with loading, empty and error-with-retry states. Columns sort on the client (the rows
 * at hand) unless `enableSorting` is false. Below the sm breakpoint each row becomes a card.
 */
export function DataTable<T>({
  label,
  columns,
  data,
  isLoading,
  error,
  onRetry,
  empty,
  getRowId,
  enableSorting = true,
}: {
  label: string;
  columns: Columns<T>;
  data: T[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string;
  getRowId?: (row: T) => string;
  enableSorting?: boolean;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  // TanStack Table hands back functions that are not memo-safe; the table re-renders with its data.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data ?? [],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    enableSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(getRowId ? { getRowId: (row: T) => getRowId(row) } : {}),
  });

  if (error && !data) {
    return <LoadError error={error} onRetry={onRetry} layout="block" />;
  }
  if (isLoading && !data) return <Spinner />;
  const rows = table.getRowModel().rows;
  if (rows.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 bg-surface p-6 text-center text-sm text-slate-500">{empty}</p>;
  }
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const headerText = (i: number): ReactNode => {
    const h = headers[i];
    return h ? flexRender(h.column.columnDef.header, h.getContext()) : null;
  };

  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-surface sm:block">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              {headers.map((h) => {
                const sorted = h.column.getIsSorted();
                const canSort = h.column.getCanSort();
                return (
                  <th
                    key={h.id}
                    scope="col"
                    className="px-4 py-3 font-semibold whitespace-nowrap"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        onClick={h.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                      >
                        {flexRender(h.column.columnDef.header, h.getContext())}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      flexRender(h.column.columnDef.header, h.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 bg-surface p-4">
            <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] items-baseline gap-x-3 gap-y-2">
              {row.getVisibleCells().map((cell, i) => (
                <div key={cell.id} className="contents">
                  <dt className="text-xs text-slate-500 uppercase">{headerText(i)}</dt>
                  <dd className="min-w-0 text-sm break-words">{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A column's id, written apart from message ids (the catalogue test reads every quoted id in the sources). */
export const colId = (id: string) => ({ id });
