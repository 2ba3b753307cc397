import { useState } from 'react';

/** A user's avatar image, or the first letter of their e-mail (or username) when none or it fails to load. */
export function Avatar({ user, className = 'h-9 w-9 text-sm' }: { user: { avatarUrl: string | null; email: string; username: string }; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const initial = (user.email || user.username || '?').slice(0, 1).toUpperCase();
  const url = user.avatarUrl && user.avatarUrl !== broken ? user.avatarUrl : null;
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-600 font-semibold text-white ${className}`}
    >
      {url ? <img src={url} alt="" className="h-full w-full object-cover" onError={() => setBroken(url)} /> : initial}
    </span>
  );
}
