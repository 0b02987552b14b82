import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadPasswordJudge } from '@boonies/contracts/auth';
import { usePasswordVerdict } from '@/lib/use-password-verdict';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A new-password field as the forms have it: the meter follows what is typed. */
function NewPassword({ username = 'rune', email = 'rune@example.com' }) {
  const [password, setPassword] = useState('');
  const verdict = usePasswordVerdict(password, username, email);
  return (
    <>
      <label htmlFor="new-password">New password</label>
      <input id="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <PasswordStrengthMeter verdict={verdict} />
    </>
  );
}

/** Types `text` as the new password and waits for the meter to rate it `label`. */
async function typeAndRate(text: string, label: string): Promise<HTMLElement> {
  await userEvent.setup().type(screen.getByLabelText('New password'), text);
  const meter = await screen.findByRole('meter', { name: 'Password strength' });
  await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', label));
  return meter;
}

describe('PasswordStrengthMeter', () => {
  it('shows nothing until something is typed, in a polite live region that is already there', async () => {
    render(<NewPassword />);

    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
    // Once the dictionaries are in, an empty field still shows nothing.
    await act(() => loadPasswordJudge());
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it.each([
    ['password', 'Weak', 1],
    ['aaaaaa', 'Weak', 1],
    ['rune', 'Weak', 1],
    ['tre-flip', 'Fair', 2],
    ['Tr1ck$hred', 'Good', 3],
    ['kickflip at dusk on the quarter pipe', 'Strong', 4],
  ])('rates %p as %s while it is typed', async (password, label, step) => {
    render(<NewPassword />);

    const meter = await typeAndRate(password, label);

    expect(meter).toHaveAttribute('aria-valuenow', String(step));
    expect(meter).toHaveAttribute('aria-valuemax', '4');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(`Password strength: ${label}`);
  });

  it('counts the account’s own username against the password', async () => {
    render(<NewPassword username="grind.king" />);

    await typeAndRate('grind.king', 'Weak');
  });
});
