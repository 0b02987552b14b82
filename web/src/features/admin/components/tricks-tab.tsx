import type { TrickDto } from '@boonies/contracts/tricks';
import { CircleCheck, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-client';
import { type Catalogue, useCatalogue } from '@/lib/catalogue/api/tricks';
import { trickMatches } from '@/lib/catalogue/catalogue';
import { categoryLabel } from '@/lib/catalogue/trick-categories';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useSaveTrick } from '../api/save-trick';
import { EMPTY_TRICK_FORM, formValuesOf } from '../trick-fields';
import { TrickForm } from './trick-form';
import { UnverifiedTricksSection } from './unverified-tricks-section';

/** Tricks to find for editing at a time. */
const EDIT_MATCHES = 10;

/** Verify learned tricks, add tricks, and edit any trick of the catalogue. */
export function TricksTab() {
  const catalogue = useCatalogue();
  return (
    <div className="grid gap-8">
      <UnverifiedTricksSection />
      {catalogue.isPending ? (
        <Spinner label="Loading tricks..." />
      ) : catalogue.isError ? (
        <ErrorState
          title="Failed to load tricks"
          onRetry={() => void catalogue.refetch()}
          isRetrying={catalogue.isFetching}
        />
      ) : (
        <CatalogueEditor catalogue={catalogue.data} />
      )}
    </div>
  );
}

function CatalogueEditor({ catalogue }: { catalogue: Catalogue<TrickDto> }) {
  const [adding, setAdding] = useState(false);
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const save = useSaveTrick();
  const matches = search.trim()
    ? catalogue.tricks.filter((trick) => trickMatches(trick, search)).slice(0, EDIT_MATCHES)
    : [];
  const editing = editingId ? catalogue.byId.get(editingId) : undefined;

  return (
    <section aria-labelledby="catalogue-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="catalogue-heading" className="text-lg font-semibold">
          Trick catalogue
        </h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          Add trick
        </Button>
      </div>
      <Input
        type="search"
        aria-label="Find a trick to edit"
        placeholder="Find a trick to edit"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {matches.length > 0 && (
        <ul aria-label="Matching tricks" className="flex flex-wrap gap-2">
          {matches.map((trick) => (
            <li key={trick.id}>
              <Button
                variant={trick.id === editingId ? 'secondary' : 'outline'}
                size="sm"
                className="h-9"
                aria-pressed={trick.id === editingId}
                onClick={() => setEditingId(trick.id)}
              >
                {trick.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing && <TrickEditor key={editing.id} trick={editing} catalogue={catalogue} />}

      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Add a trick</DialogTitle>
            <DialogDescription>Name, category and difficulty are required.</DialogDescription>
          </DialogHeader>
          <TrickForm
            catalogue={catalogue}
            initial={EMPTY_TRICK_FORM}
            submitLabel="Add trick"
            isSaving={save.isPending}
            onCancel={() => setAdding(false)}
            onSubmit={(fields) =>
              save.mutate(
                { fields },
                {
                  onSuccess: () => {
                    toast.success(ADMIN_MESSAGES.trickAdded);
                    setAdding(false);
                  },
                  onError: (error) =>
                    toast.error(ADMIN_MESSAGES.addTrickFailed, { description: serverMessageOf(error) }),
                },
              )
            }
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}

type EditMode = 'view' | 'edit' | 'saved';

/** One trick: view, then edit, then saved (spec 02 §4). */
function TrickEditor({ trick, catalogue }: { trick: TrickDto; catalogue: Catalogue<TrickDto> }) {
  const [mode, setMode] = useState<EditMode>('view');
  const save = useSaveTrick();

  if (mode === 'edit') {
    return (
      <Card className="p-4">
        <h3 className="mb-4 font-semibold">Editing {trick.name}</h3>
        <TrickForm
          catalogue={catalogue}
          initial={formValuesOf(trick)}
          trickId={trick.id}
          submitLabel="Save trick"
          isSaving={save.isPending}
          onCancel={() => setMode('view')}
          onSubmit={(fields) =>
            save.mutate(
              { id: trick.id, fields },
              {
                onSuccess: () => {
                  toast.success(ADMIN_MESSAGES.trickSaved);
                  setMode('saved');
                },
                onError: (error) =>
                  toast.error(ADMIN_MESSAGES.updateTrickFailed, { description: serverMessageOf(error) }),
              },
            )
          }
        />
      </Card>
    );
  }

  return (
    <Card aria-label={trick.name} role="region" className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 className="font-semibold">{trick.name}</h3>
          <p className="text-sm text-muted-foreground">
            {categoryLabel(trick.category)} · {trick.difficulty} · {trick.points} pts
          </p>
        </div>
        <Button variant="outline" size="sm" className="h-10" onClick={() => setMode('edit')}>
          <Pencil aria-hidden />
          Edit
        </Button>
      </div>
      {mode === 'saved' && (
        <p role="status" className="flex items-center gap-1.5 text-sm text-green-400">
          <CircleCheck aria-hidden className="size-4" />
          Saved
        </p>
      )}
      {trick.description && <p className="text-sm">{trick.description}</p>}
      <TrickList title="Setup" lines={trick.setup} />
      <TrickList title="Steps" lines={trick.steps} />
      <TrickList
        title="Prerequisites"
        lines={trick.prerequisites.map((id) => catalogue.byId.get(id)?.name ?? id)}
      />
    </Card>
  );
}

function TrickList({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-medium">{title}</h4>
      <ul className="ml-5 list-disc text-sm text-muted-foreground">
        {lines.map((line, index) => (
          <li key={`${index}-${line}`}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
