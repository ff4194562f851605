// An accordion over Radix where one item is open at a time (FAQ); headings, buttons and regions wired for readers.
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AccordionItemData {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** Each title is a heading (h3 unless `headingLevel` says otherwise) holding the toggle button. */
export function SingleAccordion({
  items,
  headingLevel = 3,
}: {
  items: AccordionItemData[];
  /** The level that follows the page's own headings: 2 right under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <AccordionPrimitive.Root type="single" collapsible className="flex flex-col gap-3">
      {items.map((item) => (
        <AccordionPrimitive.Item
          key={item.id}
          value={item.id}
          className="rounded-xl border border-slate-200 bg-white"
        >
          <AccordionPrimitive.Header asChild className="m-0">
            <Heading>
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700">
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180"
                />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-4 text-slate-800">
            {item.content}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
