import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './card';

interface SectionCardProps {
  title: string;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}

/** A titled card for a side column: trending tricks, suggested skaters, upcoming events. */
export function SectionCard({ title, icon: Icon, className, children }: SectionCardProps) {
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-center gap-2 px-4 pb-2 pt-4">
        {Icon && <Icon aria-hidden className="size-4 text-ring" />}
        <CardTitle className="text-sm">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 pb-4">{children}</CardContent>
    </Card>
  );
}
