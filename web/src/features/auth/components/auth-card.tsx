import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

interface AuthCardProps {
  title: string;
  description: string;
  switchPrompt: string;
  switchLabel: string;
  onSwitch: () => void;
  /** Moves focus to the card's title, so a keyboard or screen-reader user lands on the form they chose. */
  focusTitleOnMount?: boolean;
  children: ReactNode;
}

export function AuthCard({
  title,
  description,
  switchPrompt,
  switchLabel,
  onSwitch,
  focusTitleOnMount = false,
  children,
}: AuthCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitleOnMount) titleRef.current?.focus();
  }, [focusTitleOnMount]);

  return (
    <Card className="w-full max-w-md shadow-xl shadow-black/20">
      <CardHeader className="gap-2 p-6 pb-4">
        <CardTitle ref={titleRef} tabIndex={-1} className="text-2xl outline-none">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="p-6 pt-0">{children}</CardContent>
      <CardFooter className="justify-center gap-1 border-t p-4 text-sm text-muted-foreground">
        {switchPrompt}
        <Button variant="link" onClick={onSwitch}>
          {switchLabel}
        </Button>
      </CardFooter>
    </Card>
  );
}
