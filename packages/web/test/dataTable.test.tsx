import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, colId, type Columns } from '../src/components/DataTable';
import { en } from '../src/i18n/messages/en';

type Row = { id: number; name: string; n: number };
const columns: Columns<Row> = [
  { ...colId('name'), accessorKey: 'name', header: 'Name' },
  { ...colId('n'), accessorKey: 'n', header: 'Count' },
];

const ui = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <DataTable<Row>
        label="Things"
        columns={columns}
        data={undefined}
        isLoading={false}
        error={null}
        onRetry={() => undefined}
        empty="Nothing here"
        {...props}
      />
    </IntlProvider>,
  );

afterEach(cleanup);

describe('data table', () => {
  it('shows loading, empty and error-with-retry states', () => {
    ui({ isLoading: true });
    expect(screen.getByRole('status')).toBeTruthy();
    cleanup();
    ui({ data: [] });
    expect(screen.getByText('Nothing here')).toBeTruthy();
    cleanup();
    const onRetry = vi.fn();
    ui({ error: new Error('x'), onRetry });
    expect(screen.getByRole('alert').textContent).toContain(en['table.error']);
    fireEvent.click(screen.getByRole('button', { name: en['app.retry'] }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('sorts the rows from the keyboard-reachable header buttons', () => {
    ui({
      data: [
        { id: 1, name: 'b', n: 2 },
        { id: 2, name: 'a', n: 10 },
        { id: 3, name: 'c', n: 1 },
      ],
      getRowId: (r) => String(r.id),
    });
    const table = screen.getByRole('table', { name: 'Things' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')?.textContent);
    expect(names()).toEqual(['b', 'a', 'c']);
    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['a', 'b', 'c']);
    expect(within(table).getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(table).getByRole('button', { name: /Count/ }));
    expect(names()[0]).toBe('a');
    // Narrow screens get the same rows as cards.
    expect(screen.getAllByRole('list', { name: 'Things' })[0]?.children.length).toBe(3);
  });
});
