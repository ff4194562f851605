// An accordion over Radix where one item is open at a time (FAQ); headings, buttons and regions wired for readers.
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AccordionItemData {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** Each title is an h3 holding the toggle button. */
export function SingleAccordion({ items }: { items: AccordionItemData[] }) {
  return (
    <AccordionPrimitive.Root type="single" collapsible className="flex flex-col gap-3">
      {items.map((item) => (
        <AccordionPrimitive.Item
          key={item.id}
          value={item.id}
          className="rounded-xl border border-slate-200 bg-white"
        >
          <AccordionPrimitive.Header className="m-0">
            <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700">
              {item.title}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
              />
            </AccordionPrimitive.Trigger>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-4 text-slate-800">
            {item.content}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
