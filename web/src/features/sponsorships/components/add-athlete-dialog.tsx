import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useSponsorships } from '../api/sponsorship-list';
import { AthletePicker } from './athlete-picker';

interface AddAthleteDialogProps {
  brandId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** From a brand's own profile: find an athlete and send a sponsorship request. */
export function AddAthleteDialog({ brandId, open, onOpenChange }: AddAthleteDialogProps) {
  const existing = useSponsorships({ brandId }, { enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Athlete</DialogTitle>
          <DialogDescription>
            Search for a skater and send a sponsorship request. They join your athletes once they accept.
          </DialogDescription>
        </DialogHeader>
        {open && <AthletePicker existing={existing.data ?? []} autoFocus />}
      </DialogContent>
    </Dialog>
  );
}
