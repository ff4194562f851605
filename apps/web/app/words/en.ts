// The words every English page needs (the nav bar, the language switch, the error pages). Each English route
// module imports this and its screens' own words modules; Hindi routes import words/hi.ts instead.
import '~/features/layout/layout-words';
import '~/ui/ui-words';
