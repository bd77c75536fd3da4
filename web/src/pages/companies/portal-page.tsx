import { formatWholeNumber } from "@contract/en-gb.ts";
import {
  BUSINESS_ONLY_POSTING_MESSAGE,
  type BusinessJob,
  type PortalFigures,
} from "@contract/jobs.ts";
import { LoadMore } from "@web/components/load-more.tsx";
import { EmptyState, PageHeader } from "@web/components/page-header.tsx";
import { Badge } from "@web/components/ui/badge.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Skeleton } from "@web/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs.tsx";
import { useAuth } from "@web/features/auth/api/auth-user.ts";
import {
  useBusinessJobs,
  usePortalFigures,
  useSetJobOpen,
} from "@web/features/jobs/api/business.ts";
import { jobHref } from "@web/features/jobs/job-href.ts";
import { PLAN_DETAILS } from "@web/lib/plans.ts";
import { formatJobDate } from "@web/lib/time.ts";
import {
  Briefcase,
  Building2,
  Crown,
  Eye,
  FileText,
  Lightbulb,
  Plus,
  Search,
  Users,
  Zap,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { ApplicationsTab } from "./applications-tab.tsx";
import { CompanyCard } from "./company-card.tsx";
import { JobFormDialog } from "./job-form-dialog.tsx";

const HIRING_TIPS = [
  "State the pay and the dates up front: clear listings get more applications.",
  "Answer every applicant, even with a no; your response time is shown to you here.",
  "Shortlist a few, then message them before deciding.",
  "Ask for two or three portfolio pieces that match the brief, not a whole portfolio.",
];

/** The business portal: its real figures, its jobs, the applications to them and its company. */
export default function PortalPage() {
  const { user } = useAuth();
  const isBusiness = user?.accountType === "business";
  const [editing, setEditing] = useState<BusinessJob | null | "new">(null);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Business Portal"
        description="Hire UK creative talent and manage your listings."
        actions={
          isBusiness ? (
            <Button onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" />
              Post a Job
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 content-start gap-6">
          {isBusiness ? (
            <BusinessDashboard onEdit={(job) => setEditing(job)} />
          ) : (
            <EmptyState icon={<Building2 aria-hidden="true" />} title="For business accounts">
              <p>{BUSINESS_ONLY_POSTING_MESSAGE}</p>
              <p className="mt-1">
                Sign up with “I'm hiring” to post jobs and see your hiring figures here.
              </p>
            </EmptyState>
          )}
        </div>
        <aside className="grid content-start gap-4" aria-label="Business tools">
          {isBusiness && user ? <CompanyCard user={user} /> : null}
          <QuickActions onPost={isBusiness ? () => setEditing("new") : null} />
          <PremiumFeatures />
          <HiringTips />
        </aside>
      </div>
      {editing ? (
        <JobFormDialog job={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function BusinessDashboard({ onEdit }: { onEdit: (job: BusinessJob) => void }) {
  const figures = usePortalFigures();
  return (
    <>
      <StatCards figures={figures.data} />
      <Tabs defaultValue="jobs">
        <TabsList>
          <TabsTrigger value="jobs">Job Listings</TabsTrigger>
          <TabsTrigger value="applications">Applications</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="jobs">
          <JobListings onEdit={onEdit} />
        </TabsContent>
        <TabsContent value="applications">
          <ApplicationsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <Analytics figures={figures.data} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function StatCards({ figures }: { figures: PortalFigures | undefined }) {
  const cards: { label: string; value: number | undefined; note: string; icon: ReactNode }[] = [
    {
      label: "Active Jobs",
      value: figures?.activeJobs,
      note: figures ? `${formatWholeNumber(figures.totalJobs)} posted in all` : "",
      icon: <Briefcase aria-hidden="true" />,
    },
    {
      label: "Applications",
      value: figures?.applicationsReceived,
      note: figures ? `${formatWholeNumber(figures.byStatus.pending)} waiting for an answer` : "",
      icon: <FileText aria-hidden="true" />,
    },
    {
      label: "Job Views",
      value: figures?.jobViews,
      note: "One per member a day",
      icon: <Eye aria-hidden="true" />,
    },
    {
      label: "Followers",
      value: figures?.followers,
      note: "Members following you",
      icon: <Users aria-hidden="true" />,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-label="Hiring figures">
      {cards.map((card) => (
        <li key={card.label}>
          <Card className="h-full p-4" data-testid={`stat-${card.label}`}>
            <p className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4">
              {card.icon}
              {card.label}
            </p>
            {card.value === undefined ? (
              <Skeleton className="mt-2 h-8 w-16" />
            ) : (
              <p className="mt-1 font-display text-3xl font-semibold">
                {formatWholeNumber(card.value)}
              </p>
            )}
            <p className="mt-1 text-xs text-muted-foreground">{card.note}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function JobListings({ onEdit }: { onEdit: (job: BusinessJob) => void }) {
  const jobs = useBusinessJobs();
  const setOpen = useSetJobOpen();
  if (jobs.isPending) {
    return (
      <div role="status" aria-label="Loading your jobs" className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (jobs.isError) return <EmptyState title="Your jobs could not be loaded" />;
  if (jobs.items.length === 0) {
    return (
      <EmptyState icon={<Briefcase aria-hidden="true" />} title="No jobs posted yet">
        <p>Post your first job and applications will come to this portal.</p>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {jobs.items.map((job) => (
          <li key={job.id}>
            <Card className="grid gap-2 p-4" data-testid="portal-job">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link
                  href={jobHref(job.id)}
                  className="min-w-0 font-semibold wrap-anywhere hover:underline"
                >
                  {job.title}
                </Link>
                <Badge variant={job.status === "open" ? "default" : "secondary"}>
                  {job.status === "open" ? "Open" : "Closed"}
                </Badge>
              </div>
              <p className="text-sm wrap-anywhere text-muted-foreground">
                {[job.profession, job.location, job.budget].filter(Boolean).join(" · ")}
              </p>
              <p className="text-sm text-muted-foreground">
                {formatWholeNumber(job.views)} views · {formatWholeNumber(job.applications)}{" "}
                applications · Posted {formatJobDate(job.createdAt)}
                {job.closingDate ? ` · Closes ${formatJobDate(job.closingDate)}` : ""}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => onEdit(job)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={setOpen.isPending}
                  onClick={() => setOpen.mutate({ jobId: job.id, open: job.status !== "open" })}
                >
                  {job.status === "open" ? "Close" : "Reopen"}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <LoadMore pages={jobs} />
    </div>
  );
}

function rate(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : `${value}%`;
}

function Analytics({ figures }: { figures: PortalFigures | undefined }) {
  const jobs = useBusinessJobs();
  const rows = [
    {
      label: "Average response time",
      value:
        figures?.averageResponseDays === null || figures?.averageResponseDays === undefined
          ? "—"
          : `${figures.averageResponseDays} days`,
      note: "From an application to your first answer",
    },
    {
      label: "Hire rate",
      value: rate(figures?.hireRate),
      note: "Accepted, of the applications you decided",
    },
    {
      label: "Application rate",
      value: rate(figures?.applicationRate),
      note: "Applications per job view",
    },
    {
      label: "Interview rate",
      value: rate(figures?.interviewRate),
      note: "Applications you shortlisted",
    },
  ];
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.label}>
            <Card className="p-4" data-testid={`analytics-${row.label}`}>
              <p className="text-sm text-muted-foreground">{row.label}</p>
              <p className="mt-1 font-display text-2xl font-semibold">{row.value}</p>
              <p className="mt-1 text-xs text-muted-foreground">{row.note}</p>
            </Card>
          </li>
        ))}
      </ul>
      {jobs.items.length > 0 ? (
        <Card className="overflow-x-auto p-4">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left font-semibold">By job</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-medium">Job</th>
                <th className="py-1 pr-3 text-right font-medium">Views</th>
                <th className="py-1 pr-3 text-right font-medium">Applications</th>
                <th className="py-1 pr-3 text-right font-medium">Shortlisted</th>
                <th className="py-1 text-right font-medium">Hired</th>
              </tr>
            </thead>
            <tbody>
              {jobs.items.map((job) => (
                <tr key={job.id} className="border-t">
                  <td className="max-w-56 truncate py-1.5 pr-3">{job.title}</td>
                  <td className="py-1.5 pr-3 text-right">{formatWholeNumber(job.views)}</td>
                  <td className="py-1.5 pr-3 text-right">{formatWholeNumber(job.applications)}</td>
                  <td className="py-1.5 pr-3 text-right">{formatWholeNumber(job.shortlisted)}</td>
                  <td className="py-1.5 text-right">{formatWholeNumber(job.accepted)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ) : null}
      <LoadMore pages={jobs} />
    </div>
  );
}

function QuickActions({ onPost }: { onPost: (() => void) | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Zap className="size-4 text-primary" aria-hidden="true" />
          Quick Actions
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {onPost ? (
          <Button variant="outline" align="start" onClick={onPost}>
            <Plus aria-hidden="true" />
            Post a Job
          </Button>
        ) : null}
        <Button variant="outline" align="start" asChild>
          <Link href="/opportunities">
            <Briefcase aria-hidden="true" />
            View All Opportunities
          </Link>
        </Button>
        <Button variant="outline" align="start" asChild>
          <Link href="/network">
            <Search aria-hidden="true" />
            Find Creatives
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function PremiumFeatures() {
  const business = PLAN_DETAILS.find((plan) => plan.id === "business");
  if (!business) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-4 text-primary" aria-hidden="true" />
          Business Premium
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          {business.price} {business.period}
        </p>
        <ul className="mt-2 grid gap-1.5 text-sm">
          {business.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function HiringTips() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-4 text-primary" aria-hidden="true" />
          Hiring Tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm text-muted-foreground">
          {HIRING_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
