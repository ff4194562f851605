// A text box that suggests entries from a fixed list (ARIA combobox with a listbox popup): arrows move, Enter picks,
// Escape closes. When nothing matches it says so (e.g. "No city found", "No entries to show").
import { useId, useState, type KeyboardEvent } from 'react';
import { useWords } from '~/lib/words';
import { controlClass, type ControlProps } from './field';

export interface SearchComboboxProps {
  control: ControlProps;
  /** The text in the box. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Suggestions for the current text, already filtered by the caller; undefined while its list is loading. */
  suggestions: readonly string[] | undefined;
  onPick: (entry: string) => void;
  noMatchText: string;
  placeholder?: string;
  /** Most suggestions shown at once. */
  limit?: number;
  /** How an entry is shown (its name in the page's language); the entry itself is what is picked. */
  labelOf?: (entry: string) => string;
  /** When the box gets focus (a list loaded on demand starts loading). */
  onFocus?: () => void;
}

export function SearchCombobox({
  control,
  query,
  onQueryChange,
  suggestions,
  onPick,
  noMatchText,
  placeholder,
  limit = 8,
  labelOf = (entry) => entry,
  onFocus,
}: SearchComboboxProps) {
  const words = useWords('ui');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = (suggestions ?? []).slice(0, limit);
  const optionId = (i: number) => `${listId}-option-${i}`;

  const pick = (entry: string) => {
    onPick(entry);
    setOpen(false);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(shown.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open && shown[active]) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const expanded = open && shown.length > 0;
  return (
    <div className="relative">
      <input
        {...control}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && shown[active] ? optionId(active) : undefined}
        className={controlClass}
        placeholder={placeholder}
        value={query}
        onChange={(event) => {
          onQueryChange(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onFocus={onFocus}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={words.suggestions}
        hidden={!expanded}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {shown.map((entry, i) => (
          <li
            key={entry}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-sm text-slate-900 ${i === active ? 'bg-brand-50 font-medium' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(entry)}
          >
            {labelOf(entry)}
          </li>
        ))}
      </ul>
      {open && suggestions && shown.length === 0 && query.trim() !== '' ? (
        <p
          role="status"
          className="absolute z-30 mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg"
        >
          {noMatchText}
        </p>
      ) : null}
    </div>
  );
}
