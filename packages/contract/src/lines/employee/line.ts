// Employee group health: one line definition over the employee engine, priced per employee per year.
import { EMPLOYEE_INSURE_OPTIONS, employeeLeadSchema, type EmployeeLead } from '../../leads/employee.ts';
import type { EmployeeQuoteChoices } from '../../schemas/quote-choices.ts';
import { RATED_PLAN_IDS } from '../../rating/catalogue.ts';
import {
  employeeCountBand,
  quoteEmployee,
  type EmployeeCoverage,
  type EmployeeInputs,
} from './employee-price.ts';
import { defineLine, offeredOr, type Line } from '../line.ts';

const COVERAGE_OF: Record<EmployeeLead['insureOption'], EmployeeCoverage> = {
  [EMPLOYEE_INSURE_OPTIONS[0]]: 'employees',
  [EMPLOYEE_INSURE_OPTIONS[1]]: 'family',
};

export const employeeLine: Line = defineLine<EmployeeInputs>('employee-health', {
  leadSchema: employeeLeadSchema,
  example: {
    mobile: '9876500075',
    insureOption: 'Employees and their families',
    totalEmployees: '40',
    isFirstTime: 'Buying for the first time',
    companyName: 'Sahyadri Tools',
    city: 'Pune',
  },
  planIds: () => RATED_PLAN_IDS.employee,
  inputsFromLead(details, _now, choices) {
    const lead = details as EmployeeLead;
    const chosen = choices as EmployeeQuoteChoices | undefined;
    const team = {
      band: chosen?.band ?? employeeCountBand(Number(lead.totalEmployees)),
      coverage: chosen?.coverage ?? COVERAGE_OF[lead.insureOption],
    };
    return { inputs: team, recorded: team, assumed: [{ code: chosen ? 'list-choices' : 'employee-family' }] };
  },
  price: (planId, team) => offeredOr(quoteEmployee(planId, team)),
  period: () => 'employee-year',
});
