import { TriangleExclamationPoint, RotateCw } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { stateVariants, type StateSize } from './empty-state';

interface ErrorStateProps {
  title: string;
  description?: string;
  /** Offers to try again; the button label follows the screen's wording ("Retry", "Try Again"). */
  onRetry?: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
  size?: StateSize;
  className?: string;
}

export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel = 'Retry',
  isRetrying = false,
  size,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={cn(stateVariants({ size }), className)}>
      <TriangleExclamationPoint aria-hidden data-state-icon className="text-destructive" />
      <p className="font-medium text-foreground">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} isLoading={isRetrying}>
          {!isRetrying && <RotateCw aria-hidden />}
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
