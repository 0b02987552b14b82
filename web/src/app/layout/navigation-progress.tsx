import { useNavigation } from 'react-router-dom';

/** A thin bar under the header while the next page's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden">
      <div className="h-full w-2/5 bg-brand-gradient motion-safe:animate-progress" />
    </div>
  );
}
