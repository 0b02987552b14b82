import { formatFullTime, formatRelativeTime } from '@/lib/format';

/** "5 min. ago", with the exact time on hover and for machines. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatFullTime(iso)} className={className}>
      {formatRelativeTime(iso)}
    </time>
  );
}
