// /admin/requests/:id: the whole application (Aadhaar masked) beside the status and remarks form.
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatMobile } from './admin-format';
import { AdminPage, LoadState, StatusBadge } from './admin-page';
import { applicationSections } from './application-sections';
import { useRequestPolicies } from './policies-api';
import { PremiumForm } from './premium-form';
import { RecordPolicyForm } from './record-policy-form';
import { RequestPolicies } from './request-policies';
import { RequestQuotePanel } from './request-quote-panel';
import { useChangeStatus, useRequestDetail, useRevisePremium } from './requests-api';
import { StatusForm } from './status-form';

export function RequestDetailScreen() {
  const id = Number(useParams().id);
  const detail = useRequestDetail(id);
  const change = useChangeStatus(id);
  const revise = useRevisePremium(id);
  const policies = useRequestPolicies(id);
  const request = detail.data?.result;

  return (
    <AdminPage
      title={
        request
          ? `Request #${request.id} · ${request.fullName}`
          : `Request #${Number.isInteger(id) ? id : ''}`
      }
      description={
        request
          ? `${request.policyType} · ${formatMobile(request.phone)} · received ${formatDateTime(request.createdOn)}`
          : undefined
      }
      actions={
        <Link
          to="/admin/requests"
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All requests
        </Link>
      }
    >
      <LoadState loading={detail.isPending} error={detail.error} what="request" />
      {request ? (
        <div className="grid items-start gap-5 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-4">
            <RequestQuotePanel request={request} />
            {applicationSections(request.application, request.aadhaar).map((section) => (
              <section key={section.title} className="rounded-xl bg-white p-4 shadow-sm">
                <h2 className="text-lg font-semibold text-slate-900">{section.title}</h2>
                <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                  {section.rows.map((row) => (
                    <div key={row.label}>
                      <dt className="text-sm text-slate-600">{row.label}</dt>
                      <dd className="break-words whitespace-pre-line text-slate-900">{row.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <div className="flex flex-col gap-4">
            <section className="rounded-xl bg-white p-4 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">Status</h2>
              <p className="mt-1 mb-3 text-sm text-slate-700">
                Now <StatusBadge status={request.status} /> · last changed {formatDateTime(request.updatedAt)}
              </p>
              <StatusForm
                key={request.id}
                status={request.status}
                remarks={request.remarks}
                onSave={(value) => change.mutateAsync(value)}
              />
            </section>
            {request.quote ? (
              <section className="rounded-xl bg-white p-4 shadow-sm">
                <h2 className="text-lg font-semibold text-slate-900">Premium after underwriting</h2>
                <p className="mt-1 mb-3 text-sm text-slate-700">
                  If medicals or documents change the premium, record the insurer’s figure and why.
                </p>
                <PremiumForm
                  key={request.id}
                  premium={request.revisedPremium}
                  reason={request.revisedReason}
                  onSave={(value) => revise.mutateAsync(value)}
                />
              </section>
            ) : null}
            <section className="rounded-xl bg-white p-4 shadow-sm" aria-labelledby="issued-policy">
              <h2 id="issued-policy" className="text-lg font-semibold text-slate-900">
                Issued policy
              </h2>
              <p className="mt-1 mb-3 text-sm text-slate-700">
                When the insurer issues the policy, record it here with its document and e-cards. The customer
                finds it under My policies and is told in the app and by SMS.
              </p>
              {policies.data?.length ? <RequestPolicies policies={policies.data} /> : null}
              <RecordPolicyForm key={request.id} request={request} />
            </section>
          </div>
        </div>
      ) : null}
    </AdminPage>
  );
}
