// The words of the form pieces every screen may use, in Hindi (glossary: docs/hindi-glossary.md).
import { defineWords } from '~/lib/words';
import type {} from './ui-words';

defineWords('hi', 'ui', {
  mobile: 'मोबाइल नंबर',
  select: 'चुनें',
  suggestions: 'सुझाव',
  logo: (name: string) => `${name} का लोगो`,
});
