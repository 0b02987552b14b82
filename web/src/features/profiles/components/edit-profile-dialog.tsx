import {
  BIO_MAX,
  GRADIENT_PALETTES,
  HEX_COLOR,
  PROFILE_MESSAGES,
  type ProfileDto,
} from '@boonies/contracts/social';
import { Check } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, serverMessageOf } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useUsernameAvailability } from '../api/check-username';
import { useUpdateProfile } from '../api/update-profile';
import {
  formValuesOf,
  profileChanges,
  validateProfileForm,
  type ProfileFormErrors,
  type ProfileFormValues,
  type SkaterStatus,
} from '../profile-form';
import { PROFILES_MESSAGES } from '../profiles-messages';
import { Form } from '@/components/ui/form';
import { textareaClasses } from '@/components/ui/textarea';

interface EditProfileDialogProps {
  profile: ProfileDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const STATUSES: { value: SkaterStatus; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'pro', label: 'Pro' },
  { value: 'amateur', label: 'Amateur' },
  { value: 'flow', label: 'Flow' },
];

/** Wait this long after typing before asking whether a username is free. */
const USERNAME_CHECK_DELAY_MS = 400;

export function EditProfileDialog({ profile, open, onOpenChange }: EditProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {/* Mounted only while open, so each opening starts from the saved profile. */}
        {open && <EditProfileForm profile={profile} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditProfileForm({ profile, onDone }: { profile: ProfileDto; onDone: () => void }) {
  const initial = useMemo(() => formValuesOf(profile), [profile]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const update = useUpdateProfile(profile.id);
  const availability = useUsernameCheck(values.username, initial.username);
  const keepsStatus = profile.keepsAthleteStatus;
  const keepsStatusId = useId();

  function set<K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(): void {
    const found = validateProfileForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean) || availability.taken || availability.checking) return;
    const changes = profileChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(PROFILES_MESSAGES.updated);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
          setErrors({ username: PROFILES_MESSAGES.usernameTaken });
        } else if (error instanceof ApiError && error.field && error.field in values) {
          setErrors({ [error.field]: serverMessageOf(error) });
        }
        toast.error(PROFILES_MESSAGES.updateFailedTitle, {
          description: serverMessageOf(error) ?? PROFILES_MESSAGES.updateFailed,
        });
      },
    });
  }

  const usernameError = errors.username ?? (availability.taken ? PROFILES_MESSAGES.usernameTaken : undefined);

  return (
    <Form onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Edit Profile</DialogTitle>
        <DialogDescription>How other skaters see you. Links are pasted, not uploaded.</DialogDescription>
      </DialogHeader>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Display name" field="displayName" values={values} errors={errors} set={set} />
        <FormField label="Username" error={usernameError}>
          {(control) => (
            <div className="grid gap-1">
              <Input
                {...control}
                value={values.username}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                // Usernames are lowercase: what is typed becomes lowercase at once.
                onChange={(event) => set('username', event.target.value.toLowerCase())}
              />
              <UsernameStatus availability={availability} hasError={Boolean(usernameError)} />
            </div>
          )}
        </FormField>
      </div>

      <FormField label="Bio" error={errors.bio}>
        {(control) => (
          <div className="grid gap-1">
            <textarea
              {...control}
              rows={3}
              value={values.bio}
              onChange={(event) => set('bio', event.target.value)}
              className={textareaClasses}
            />
            <p className="text-right text-xs tabular-nums text-muted-foreground">
              {values.bio.length}/{BIO_MAX}
            </p>
          </div>
        )}
      </FormField>

      <TextField
        label="Profile picture URL"
        field="profilePicture"
        type="url"
        placeholder="https://…/me.jpg"
        values={values}
        errors={errors}
        set={set}
      />
      <TextField
        label="Header video URL"
        field="headerVideo"
        type="url"
        placeholder="YouTube, Vimeo, TikTok or a video file"
        values={values}
        errors={errors}
        set={set}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Location" field="location" values={values} errors={errors} set={set} />
        <TextField label="Skating style" field="skatingStyle" values={values} errors={errors} set={set} />
        <TextField label="Favourite spot" field="favoriteSpot" values={values} errors={errors} set={set} />
      </div>

      <ThemePicker values={values} errors={errors} set={set} />

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Status</legend>
        <div
          role="radiogroup"
          aria-label="Skater status"
          aria-describedby={keepsStatus ? keepsStatusId : undefined}
          className="flex flex-wrap gap-2"
        >
          {STATUSES.map((status) => {
            // A sponsored athlete keeps a status: "None" is refused by the server, so it is not offered.
            const disabled = values.isBrand || (keepsStatus && status.value === 'none');
            return (
              <label
                key={status.value}
                className={cn(
                  'flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  values.status === status.value && !values.isBrand && 'border-ring bg-accent',
                  disabled && 'cursor-not-allowed opacity-50',
                )}
              >
                <input
                  type="radio"
                  name="status"
                  className="sr-only"
                  value={status.value}
                  checked={!values.isBrand && values.status === status.value}
                  disabled={disabled}
                  onChange={() => set('status', status.value)}
                />
                {status.label}
              </label>
            );
          })}
        </div>
        <div className="flex items-center gap-3">
          <Checkbox
            id="edit-profile-brand"
            checked={values.isBrand}
            disabled={keepsStatus && !values.isBrand}
            aria-describedby={keepsStatus ? keepsStatusId : undefined}
            onCheckedChange={(checked) => set('isBrand', checked === true)}
          />
          <Label htmlFor="edit-profile-brand">Brand account (clears the skater statuses)</Label>
        </div>
        {keepsStatus && (
          <p id={keepsStatusId} className="text-xs text-muted-foreground">
            {PROFILE_MESSAGES.lastStatusWithSponsor}
          </p>
        )}
      </fieldset>

      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          Save changes
        </Button>
      </DialogFooter>
    </Form>
  );
}

interface FieldProps {
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  set: <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => void;
}

type TextFieldName = {
  [K in keyof ProfileFormValues]: ProfileFormValues[K] extends string ? K : never;
}[keyof ProfileFormValues];

function TextField({
  label,
  field,
  type = 'text',
  placeholder,
  values,
  errors,
  set,
}: FieldProps & { label: string; field: TextFieldName; type?: string; placeholder?: string }) {
  return (
    <FormField label={label} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          type={type}
          placeholder={placeholder}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );
}

interface UsernameCheck {
  checking: boolean;
  taken: boolean;
  available: boolean;
}

/** Asks the server about a changed, well-formed username once typing pauses. */
function useUsernameCheck(username: string, original: string): UsernameCheck {
  const settled = useDebouncedValue(username.trim(), USERNAME_CHECK_DELAY_MS);
  const current = username.trim();
  const wellFormed = !validateProfileForm({ ...BLANK_VALUES, username: settled }).username;
  const enabled = settled !== original && wellFormed;
  const query = useUsernameAvailability(settled, { enabled });
  if (current === original || validateProfileForm({ ...BLANK_VALUES, username: current }).username) {
    return { checking: false, taken: false, available: false };
  }
  const waiting = settled !== current || (enabled && query.isPending);
  return {
    checking: waiting,
    taken: !waiting && query.data?.available === false,
    available: !waiting && query.data?.available === true,
  };
}

const BLANK_VALUES: ProfileFormValues = {
  displayName: '',
  username: '',
  bio: '',
  profilePicture: '',
  headerVideo: '',
  location: '',
  skatingStyle: '',
  favoriteSpot: '',
  gradientStartColor: '#000000',
  gradientEndColor: '#000000',
  status: 'none',
  isBrand: false,
};

function UsernameStatus({ availability, hasError }: { availability: UsernameCheck; hasError: boolean }) {
  let text: ReactNode = null;
  if (availability.checking) text = 'Checking availability…';
  else if (availability.taken) text = PROFILES_MESSAGES.chooseAnother;
  else if (availability.available && !hasError)
    text = (
      <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-300">
        <Check aria-hidden className="size-3.5" />
        Username available
      </span>
    );
  return (
    <p role="status" className="min-h-4 text-xs text-muted-foreground">
      {text}
    </p>
  );
}

/** The ten named palettes, plus the two colours to fine-tune by hand. */
function ThemePicker({ values, errors, set }: FieldProps) {
  const chosen = GRADIENT_PALETTES.find(
    (palette) =>
      palette.start.toLowerCase() === values.gradientStartColor.toLowerCase() &&
      palette.end.toLowerCase() === values.gradientEndColor.toLowerCase(),
  );
  const preview =
    HEX_COLOR.test(values.gradientStartColor) && HEX_COLOR.test(values.gradientEndColor)
      ? `linear-gradient(90deg, ${values.gradientStartColor}, ${values.gradientEndColor})`
      : undefined;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">
        Profile theme
        {chosen ? <span className="font-normal text-muted-foreground"> · {chosen.name}</span> : null}
      </legend>
      <div role="radiogroup" aria-label="Theme palette" className="grid grid-cols-5 gap-2">
        {GRADIENT_PALETTES.map((palette) => {
          const selected = palette === chosen;
          return (
            <button
              key={palette.name}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={palette.name}
              title={palette.name}
              onClick={() => {
                set('gradientStartColor', palette.start);
                set('gradientEndColor', palette.end);
              }}
              className={cn(
                'flex h-10 items-center justify-center rounded-lg ring-offset-2 ring-offset-popover',
                selected && 'ring-2 ring-ring',
              )}
              style={{ background: `linear-gradient(135deg, ${palette.start}, ${palette.end})` }}
            >
              {selected && <Check aria-hidden className="size-4 text-white drop-shadow" />}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <ColourField
          label="Start colour"
          field="gradientStartColor"
          values={values}
          errors={errors}
          set={set}
        />
        <ColourField label="End colour" field="gradientEndColor" values={values} errors={errors} set={set} />
      </div>
      <div aria-hidden className="h-3 rounded-full bg-muted" style={{ background: preview }} />
    </fieldset>
  );
}

function ColourField({
  label,
  field,
  values,
  errors,
  set,
}: FieldProps & { label: string; field: 'gradientStartColor' | 'gradientEndColor' }) {
  const value = values[field];
  return (
    <FormField label={label} error={errors[field]}>
      {(control) => (
        <div className="flex gap-2">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => set(field, event.target.value.toUpperCase())}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-transparent p-1"
          />
          <Input
            {...control}
            value={value}
            spellCheck={false}
            maxLength={7}
            onChange={(event) => set(field, event.target.value)}
          />
        </div>
      )}
    </FormField>
  );
}
