// A calculator on the hub (features/info/calculator-hub.tsx): its quote form's path and its card's icon. Each line
// lists its own in its folder (features/<line>/lib/calculator-cards.ts) with the card's words beside them
// (lib/calculator-card-words.ts, and .hi.ts in Hindi); the hub collects them, in the page table's order.
import type { LucideIcon } from 'lucide-react';

export type CalculatorCard = readonly [path: `/${string}`, icon: LucideIcon];

/** A line's cards' words in one language, by the card's path: its title and its summary. */
export type CalculatorCardWords = Readonly<Record<`/${string}`, readonly [title: string, summary: string]>>;
