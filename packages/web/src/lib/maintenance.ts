const pad = (n: number) => String(n).padStart(2, '0');

/** day/month/year hour:minute, in local time. */
export function formatPlannedAt(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function showMaintenance(m: { show: boolean; plannedAt: string | null }, dismissedFor: string | null): boolean {
  if (!m.show || !m.plannedAt) return false;
  return dismissedFor !== m.plannedAt;
}
