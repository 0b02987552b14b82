import type { TrickDto } from '@boonies/contracts/tricks';
import { CircleAlert, Lightbulb, ListOrdered, Wrench, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';

/** The write-up: description, setup, numbered steps, common mistakes and pro tips, each when present. */
export function TrickGuide({ trick }: { trick: TrickDto }) {
  const { description, setup, steps, commonMistakes, proTips } = trick;
  const hasGuide = [setup, steps, commonMistakes, proTips].some((lines) => lines.length > 0);
  if (!description.trim() && !hasGuide) {
    return <EmptyState size="sm" title="No write-up for this trick yet." />;
  }
  return (
    <div className="grid gap-6">
      {description.trim() && <p className="text-base leading-relaxed text-foreground/90">{description}</p>}
      <GuideSection title="Setup" icon={Wrench} lines={setup}>
        <ul className="grid list-disc gap-2 pl-5 marker:text-muted-foreground">
          {setup.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection title="Steps" icon={ListOrdered} lines={steps}>
        <ol className="grid gap-3">
          {steps.map((line, index) => (
            <li key={index} className="flex gap-3">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{line}</span>
            </li>
          ))}
        </ol>
      </GuideSection>
      <GuideSection title="Common mistakes" icon={CircleAlert} lines={commonMistakes}>
        <ul className="grid list-disc gap-2 pl-5 marker:text-orange-400">
          {commonMistakes.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection title="Pro tips" icon={Lightbulb} lines={proTips}>
        <ul className="grid list-disc gap-2 pl-5 marker:text-cyan-400">
          {proTips.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </GuideSection>
    </div>
  );
}

interface GuideSectionProps {
  title: string;
  icon: LucideIcon;
  lines: readonly string[];
  children: ReactNode;
}

function GuideSection({ title, icon: Icon, lines, children }: GuideSectionProps) {
  if (lines.length === 0) return null;
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5 text-sm leading-relaxed">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Icon aria-hidden className="size-4 text-ring" />
        {title}
      </h2>
      {children}
    </section>
  );
}
