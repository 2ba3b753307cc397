import { WEEKDAYS } from '@argus/contracts';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import {
  HOURS,
  fromWorktime,
  fullGrid,
  hoursOn,
  moveCell,
  paint,
  toWorktime,
  toggleDay,
  toggleHour,
  type Cell,
  type Grid,
  type Worktime,
} from '../../lib/cameraWorktime';

/**
 * A 7×24 hour grid. Drag paints the rectangle from the first cell with the opposite of that
 * cell's value; arrows, Home and End move, Space or Enter toggles; weekday and hour headers
 * toggle a whole row or column.
 */
export function WorktimeEditor({ value, onChange, label }: { value: Worktime; onChange: (w: Worktime) => void; label: string }) {
  const intl = useIntl();
  const grid = fromWorktime(value);
  const [focus, setFocus] = useState<Cell>({ day: 0, hour: 0 });
  const [drag, setDrag] = useState<{ start: Cell; value: boolean; base: Grid } | null>(null);
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const set = (g: Grid) => onChange(toWorktime(g, value.timezone));

  const focusCell = (c: Cell) => {
    setFocus(c);
    cells.current.get(`${c.day}:${c.hour}`)?.focus();
  };
  const onKey = (e: React.KeyboardEvent, cell: Cell) => {
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      set(paint(grid, cell, cell, !grid[cell.day]?.[cell.hour]));
      return;
    }
    const next = moveCell(cell, e.key);
    if (next) {
      e.preventDefault();
      focusCell(next);
    }
  };
  const dayName = (d: string) => intl.formatMessage({ id: `worktime.day.${d}` as 'worktime.day.mon' });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="text-slate-500">{intl.formatMessage({ id: 'worktime.hoursOn' }, { hours: hoursOn(grid) })}</span>
        <Button variant="ghost" className="ml-auto" onClick={() => set(fullGrid(true))}>
          {intl.formatMessage({ id: 'worktime.all' })}
        </Button>
        <Button variant="ghost" onClick={() => set(fullGrid(false))}>
          {intl.formatMessage({ id: 'worktime.none' })}
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table
          role="grid"
          aria-label={label}
          className="border-separate border-spacing-0.5 select-none"
          onPointerUp={() => setDrag(null)}
          onPointerLeave={() => setDrag(null)}
        >
          <thead>
            <tr>
              <th />
              {Array.from({ length: HOURS }, (_, h) => (
                <th key={h} className="p-0 text-center text-[10px] font-normal text-slate-500">
                  <button
                    type="button"
                    tabIndex={-1}
                    className="w-6 hover:text-brand-700"
                    onClick={() => set(toggleHour(grid, h))}
                    aria-label={intl.formatMessage({ id: 'worktime.toggleHour' }, { hour: h })}
                  >
                    {h}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((d, day) => (
              <tr key={d}>
                <th scope="row" className="pr-1 text-left text-xs font-medium text-slate-600">
                  <button type="button" tabIndex={-1} className="hover:text-brand-700" onClick={() => set(toggleDay(grid, day))}>
                    {dayName(d)}
                  </button>
                </th>
                {Array.from({ length: HOURS }, (_, hour) => {
                  const on = grid[day]?.[hour] === true;
                  const cell = { day, hour };
                  return (
                    <td key={hour} role="gridcell" aria-selected={on} className="p-0">
                      <button
                        type="button"
                        ref={(el) => {
                          if (el) cells.current.set(`${day}:${hour}`, el);
                          else cells.current.delete(`${day}:${hour}`);
                        }}
                        tabIndex={focus.day === day && focus.hour === hour ? 0 : -1}
                        aria-pressed={on}
                        aria-label={intl.formatMessage({ id: 'worktime.cell' }, { day: dayName(d), hour })}
                        onKeyDown={(e) => onKey(e, cell)}
                        onFocus={() => setFocus(cell)}
                        onPointerDown={(e) => {
                          e.preventDefault();
                          (e.target as HTMLElement).releasePointerCapture?.(e.pointerId);
                          setFocus(cell);
                          setDrag({ start: cell, value: !on, base: grid });
                          set(paint(grid, cell, cell, !on));
                        }}
                        onPointerEnter={() => drag && set(paint(drag.base, drag.start, cell, drag.value))}
                        className={`block h-6 w-6 rounded-sm border focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 ${on ? 'border-brand-600 bg-brand-500' : 'border-slate-300 bg-slate-100'}`}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'worktime.help' }, { timezone: value.timezone ?? 'UTC' })}</p>
    </div>
  );
}
