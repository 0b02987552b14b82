import { screen, within } from '@testing-library/react';

/** The toast whose title is `title`, to check its description. */
export async function findToast(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '[data-title]' });
  const toast = heading.closest<HTMLElement>('[data-sonner-toast]');
  if (!toast) throw new Error(`"${title}" is not inside a toast`);
  return toast;
}

export async function expectToast(title: string, description?: string): Promise<void> {
  const toast = await findToast(title);
  if (description !== undefined) expect(within(toast).getByText(description)).toBeInTheDocument();
}
