/** Whether an account is in good standing or blocked by staff, as a badge. */
export function StandingBadge({ blockedAt }: { blockedAt: string | null }) {
  return blockedAt ? (
    <span className="inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-bold text-red-800 ring-1 ring-red-200">
      موقوف
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-bold text-emerald-900 ring-1 ring-emerald-200">
      فعّال
    </span>
  );
}
