import { Button, type ButtonProps } from './button';

/** What the button needs of an infinite query. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreButtonProps extends Omit<ButtonProps, 'onClick' | 'isLoading'> {
  pages: NextPages;
}

/** Fetches a list's next page, busy while it loads; not shown once there is none. */
export function LoadMoreButton({ pages, variant = 'outline', ...props }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      {...props}
      isLoading={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    />
  );
}
