import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** A multi-line field in the look of the app's inputs. */
export const textareaClasses = cn(inputClasses, 'h-auto min-h-20 resize-y leading-relaxed');
