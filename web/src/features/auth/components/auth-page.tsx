import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { documentTitle } from '@/lib/product';
import { useCurrentUser } from '@/lib/session/api/current-user';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** Which card shows lives in the address (`?mode=signup`): it survives a reload and Back returns to it. */
const SIGN_UP_MODE = 'signup';

/** /auth: the Sign In or Sign Up card. A signed-in visitor has nothing to do here and goes home. */
export function AuthPage() {
  const { data: user, isPending } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const isSignUp = searchParams.get('mode') === SIGN_UP_MODE;
  // Focus follows a switch between the cards, but a fresh visit leaves it alone (no keyboard popping up).
  const [hasSwitched, setHasSwitched] = useState(false);

  if (isPending) return <FullPageSpinner />;
  if (user) return <Navigate to={paths.home} replace />;

  function showSignUp(signUp: boolean) {
    setHasSwitched(true);
    setSearchParams(signUp ? { mode: SIGN_UP_MODE } : {});
  }

  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center gap-8 overflow-hidden px-4 py-10">
      <title>{documentTitle(isSignUp ? 'Sign up' : 'Sign in')}</title>
      <div
        aria-hidden
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-3xl rounded-full bg-brand-gradient opacity-20 blur-3xl"
      />
      <div className="flex flex-col items-center gap-2 text-center">
        <h1>
          <Logo className="[&_svg]:size-10" nameClassName="text-3xl" />
        </h1>
        <p className="text-muted-foreground">Log your tricks. Post your clips. Climb the board.</p>
      </div>
      {isSignUp ? (
        <SignUpForm onSwitchToSignIn={() => showSignUp(false)} focusTitleOnMount={hasSwitched} />
      ) : (
        <SignInForm onSwitchToSignUp={() => showSignUp(true)} focusTitleOnMount={hasSwitched} />
      )}
    </main>
  );
}
