import { PASSWORD_STRENGTHS, type PasswordStrength, type PasswordVerdict } from '@boonies/contracts/auth';
import { cn } from '@/lib/utils';

const STRENGTH_LOOK: Record<PasswordStrength, { label: string; bar: string }> = {
  weak: { label: 'Weak', bar: 'bg-red-600 dark:bg-red-400' },
  fair: { label: 'Fair', bar: 'bg-amber-500 dark:bg-amber-300' },
  good: { label: 'Good', bar: 'bg-lime-600 dark:bg-lime-400' },
  strong: { label: 'Strong', bar: 'bg-emerald-600 dark:bg-emerald-400' },
};

/**
 * How hard the typed password is to guess, in four steps and in a word. The word sits in a polite live
 * region that stays mounted, so a screen reader hears each change of strength without losing its place.
 */
export function PasswordStrengthMeter({ verdict }: { verdict: PasswordVerdict | null }) {
  const step = verdict ? PASSWORD_STRENGTHS.indexOf(verdict.strength) + 1 : 0;
  const look = verdict ? STRENGTH_LOOK[verdict.strength] : null;
  return (
    <div className="grid gap-1.5">
      {look && (
        <div
          role="meter"
          aria-label="Password strength"
          aria-valuemin={1}
          aria-valuemax={PASSWORD_STRENGTHS.length}
          aria-valuenow={step}
          aria-valuetext={look.label}
          className="grid grid-cols-4 gap-1"
        >
          {PASSWORD_STRENGTHS.map((strength, index) => (
            <span key={strength} className={cn('h-1.5 rounded-full', index < step ? look.bar : 'bg-muted')} />
          ))}
        </div>
      )}
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {look && (
          <>
            Password strength: <span className="font-medium text-foreground">{look.label}</span>
          </>
        )}
      </p>
    </div>
  );
}
