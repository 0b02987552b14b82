import { TRICK_IMPORT_CSV_COLUMNS } from '@boonies/contracts/tricks';
import { FileUp, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { contentProblem, formatOfText, readImportFile, type ImportSource } from '../trick-import';
import { Form } from '@/components/ui/form';
import { textareaClasses } from '@/components/ui/textarea';

interface ImportSourceFormProps {
  onPreview: (source: ImportSource) => void;
  isPreviewing: boolean;
  /** Why the last preview failed, from the server: shown above the button. */
  failure: { title: string; description?: string } | null;
}

/** Step one of an import: a .json or .csv file, or its text pasted, checked before anything is sent. */
export function ImportSourceForm({ onPreview, isPreviewing, failure }: ImportSourceFormProps) {
  const fileId = useId();
  const textId = useId();
  const fileProblemId = `${fileId}-problem`;
  const textProblemId = `${textId}-problem`;
  const [file, setFile] = useState<ImportSource | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [text, setText] = useState('');
  const [textProblem, setTextProblem] = useState<string | null>(null);
  const pastedFormat = formatOfText(text);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setFile(null);
    setFileProblem(null);
    if (!chosen) return;
    const read = await readImportFile(chosen);
    if ('problem' in read) setFileProblem(read.problem);
    else setFile(read.source);
  }

  function clearFile() {
    setFile(null);
    setFileProblem(null);
    // A new input is the only way to empty a file input.
    setFileInputKey((key) => key + 1);
  }

  function submit() {
    if (file) {
      onPreview(file);
      return;
    }
    const problem = contentProblem(text);
    setTextProblem(problem);
    if (!problem) onPreview({ format: pastedFormat, content: text });
  }

  const ready = file !== null || text.trim() !== '';

  return (
    <Form onSubmit={submit} aria-label="Import tricks">
      <ImportFormatHelp />
      <div className="grid gap-2">
        <Label htmlFor={fileId}>Import file (.json or .csv)</Label>
        <input
          key={fileInputKey}
          id={fileId}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          onChange={(event) => void chooseFile(event)}
          aria-invalid={fileProblem ? true : undefined}
          aria-describedby={fileProblem ? fileProblemId : undefined}
          className="block w-full text-sm text-muted-foreground file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-muted file:px-4 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent"
        />
        {fileProblem && (
          <p id={fileProblemId} className="text-sm text-destructive dark:text-red-300">
            {fileProblem}
          </p>
        )}
        {file && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              Ready: <span className="font-medium">{file.fileName}</span>, read as {file.format.toUpperCase()}
            </span>
            <Button variant="ghost" size="sm" onClick={clearFile}>
              <X aria-hidden />
              Clear file
            </Button>
          </div>
        )}
      </div>

      {!file && (
        <div className="grid gap-2">
          <Label htmlFor={textId}>Or paste JSON or CSV</Label>
          <textarea
            id={textId}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTextProblem(null);
            }}
            rows={6}
            spellCheck={false}
            aria-invalid={textProblem ? true : undefined}
            aria-describedby={textProblem ? textProblemId : undefined}
            className={cn(textareaClasses, 'font-mono text-sm')}
          />
          {textProblem ? (
            <p id={textProblemId} className="text-sm text-destructive dark:text-red-300">
              {textProblem}
            </p>
          ) : (
            text.trim() !== '' && (
              <p className="text-sm text-muted-foreground">Read as {pastedFormat.toUpperCase()}</p>
            )
          )}
        </div>
      )}

      {failure && (
        <Alert variant="destructive">
          <AlertTitle>{failure.title}</AlertTitle>
          {failure.description && <AlertDescription>{failure.description}</AlertDescription>}
        </Alert>
      )}
      <Button type="submit" className="justify-self-start" disabled={!ready} isLoading={isPreviewing}>
        {!isPreviewing && <FileUp aria-hidden />}
        Preview import
      </Button>
    </Form>
  );
}

/** The columns and rules of an import file, so a file can be prepared without reading the code. */
function ImportFormatHelp() {
  return (
    <Card className="grid gap-2 p-4 text-sm">
      <h3 className="font-semibold">File format</h3>
      <p className="text-muted-foreground">
        <span className="font-medium text-foreground">CSV:</span> a header row with these columns, then one
        trick per row. Lists (prerequisites, setup, steps, commonMistakes, proTips) hold items separated by{' '}
        <code className="rounded bg-muted px-1">|</code>.
      </p>
      <code className="block overflow-x-auto whitespace-nowrap rounded bg-muted px-2 py-1.5 font-mono text-xs">
        {TRICK_IMPORT_CSV_COLUMNS.join(',')}
      </code>
      <p className="text-muted-foreground">
        <span className="font-medium text-foreground">JSON:</span> an array of tricks with the same fields
        (lists as arrays), or <code className="rounded bg-muted px-1">{'{ "tricks": [...] }'}</code>.
      </p>
      <p className="text-muted-foreground">
        name, category and difficulty (Beginner to Elite, or 1–5) are required; points go from 1 to 100. Leave
        id empty to add a trick; a known id or name updates that trick. At most 900 kB.
      </p>
    </Card>
  );
}
