// The quote forms' schemas, imported only through their loaders (`() => import('~/lib/lead-schemas')`), so zod
// stays out of a quote form's first load (lib/use-schema-form.ts).
export {
  childLeadSchema,
  employeeLeadSchema,
  healthLeadSchema,
  motorLeadSchema,
  termLeadSchema,
  termQuoteFormSchema,
  travelLeadSchema,
} from '@bimasetu/contract';
