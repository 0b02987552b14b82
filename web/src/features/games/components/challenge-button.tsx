import { Swords } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Opponent } from './new-game-dialog';

const NewGameDialog = lazy(() =>
  import('./new-game-dialog').then((module) => ({ default: module.NewGameDialog })),
);

/** On another skater's profile: the new-game dialog, with them already chosen. */
export function ChallengeButton({ skater }: { skater: Opponent }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Swords aria-hidden />
        Challenge to S.K.A.T.E.
      </Button>
      <Suspense fallback={null}>
        {requested && <NewGameDialog open={open} onOpenChange={setOpen} initialOpponents={[skater]} />}
      </Suspense>
    </>
  );
}
