// The words every Hindi page needs (the nav bar, the language switch, the error pages). Each Hindi route module
// (routes/hi/) imports this and its screens' own `*.hi.ts` words modules, so the page carries no English words.
import '~/features/layout/layout-words.hi';
import '~/ui/ui-words.hi';
