import { Scale } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useSignedInUser } from '@/lib/session/api/current-user';
import { type HowToRaiseStep, STANDING_WORDS, standingWords, useStanding } from '@/features/verification';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { SettingsCard } from './settings-card';

/** What the skater's make-or-fake vote weighs in community verification, why, and how to raise it. */
export function VerificationVoteCard() {
  const user = useSignedInUser();
  const standing = useStanding();

  return (
    <SettingsCard
      icon={Scale}
      title="Your verification vote"
      description="How much your make or fake vote weighs when the community verifies a trick"
    >
      {standing.data ? (
        <StandingDetails words={standingWords(standing.data, user)} />
      ) : standing.isError ? (
        <ErrorState
          size="sm"
          title={SETTINGS_MESSAGES.standingLoadFailed}
          onRetry={() => void standing.refetch()}
          isRetrying={standing.isRefetching}
        />
      ) : (
        <div role="status" aria-label="Loading your verification vote" className="grid gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-full" />
        </div>
      )}
    </SettingsCard>
  );
}

function StandingDetails({ words }: { words: ReturnType<typeof standingWords> }) {
  const id = useId();
  return (
    <div className="grid gap-4">
      <p className="text-lg font-semibold">{words.headline}</p>
      {words.reasons.length > 0 && (
        <div className="grid gap-1.5">
          <h3 id={`${id}-why`} className="text-sm font-medium">
            Why
          </h3>
          <ul
            aria-labelledby={`${id}-why`}
            className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground"
          >
            {words.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {words.howToRaise.length > 0 && (
        <div className="grid gap-1.5">
          <h3 id={`${id}-raise`} className="text-sm font-medium">
            How to make it count more
          </h3>
          <ul
            aria-labelledby={`${id}-raise`}
            className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground"
          >
            {words.howToRaise.map((step) => (
              <li key={step.text}>
                <Step step={step} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The step to get a trick verified links to where trick videos are posted. */
function Step({ step }: { step: HowToRaiseStep }) {
  if (!step.postTrickVideo) return step.text;
  const [before] = STANDING_WORDS.getVerified.split('post a trick video');
  return (
    <>
      {before}
      <Link to={paths.home} className="font-medium text-foreground underline underline-offset-2">
        post a trick video
      </Link>
    </>
  );
}
