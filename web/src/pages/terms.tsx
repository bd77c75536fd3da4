import { Card } from "@web/components/ui/card.tsx";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";

export const TERMS_LAST_UPDATED = "September 2, 2025";
export const LEGAL_CONTACT_EMAIL = "legal@atelier.test";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-2 grid gap-3 leading-relaxed text-foreground/85">{children}</div>
    </section>
  );
}

/** The Terms of Service, readable signed in or out. */
export default function TermsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        href="/settings"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Settings
      </Link>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight">Terms of Service</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated: {TERMS_LAST_UPDATED}</p>

      <Card className="mt-8 grid gap-8 p-6 sm:p-10">
        <Section id="terms-acceptance" title="1. Acceptance of these terms">
          <p>
            These Terms of Service ("Terms") govern your use of Atelier, including our website,
            applications and related services (together, the "Service"). By creating an account or
            using the Service you agree to be bound by these Terms. If you do not agree, please do
            not use the Service.
          </p>
        </Section>

        <Section id="terms-service" title="2. Who Atelier is for">
          <p>
            Atelier is a social and professional network for creative professionals in the United
            Kingdom, including photographers, videographers, stylists, models, makeup artists,
            designers and the studios, agencies and brands that work with them. You must be at least
            18 years old and able to enter into a binding contract to use the Service.
          </p>
          <p>
            You agree to give accurate information about yourself, to keep your profile up to date
            and to keep your sign-in details secure. You are responsible for all activity that
            happens under your account.
          </p>
        </Section>

        <Section id="terms-content" title="3. Your content and our licence">
          <p>
            You keep ownership of everything you post on Atelier, including posts, images, videos,
            portfolio items and messages ("User Content"). By posting User Content you grant Atelier
            a non-exclusive, worldwide, royalty-free, transferable and sub-licensable licence to
            host, store, reproduce, adapt (for example, to resize or format), publish and display
            that content for the purposes of operating, improving and promoting the Service.
          </p>
          <p>
            This licence ends when you delete the content or your account, except where the content
            has been shared with others who have not deleted it, or where we must keep it to comply
            with the law. You confirm that you own, or have all rights and permissions needed to
            share, your User Content, including the consent of any person who appears in it.
          </p>
        </Section>

        <Section id="terms-prohibited" title="4. Prohibited uses">
          <p>When using Atelier you must not:</p>
          <ul className="grid list-disc gap-1.5 pl-6">
            <li>
              post content that is unlawful, defamatory, harassing, hateful or sexually explicit;
            </li>
            <li>
              infringe anyone's copyright, trade marks, image rights or other intellectual property;
            </li>
            <li>impersonate another person or misrepresent your qualifications or affiliations;</li>
            <li>advertise fake or misleading jobs, or ask other members for upfront fees;</li>
            <li>
              send spam or unsolicited promotions, or collect other members' data without consent;
            </li>
            <li>
              scrape, reverse engineer or interfere with the Service, or try to access accounts or
              systems without permission;
            </li>
            <li>upload viruses or other harmful code.</li>
          </ul>
          <p>
            We may remove content or suspend accounts that break these rules, and may report
            unlawful activity to the relevant authorities.
          </p>
        </Section>

        <Section id="terms-opportunities" title="5. Opportunities and collaborations">
          <p>
            Atelier helps members find each other, but we are not a party to any agreement between
            members or between members and businesses. You are responsible for agreeing the terms,
            fees, usage rights and safety arrangements of any job or collaboration, and for checking
            that the other party is who they say they are.
          </p>
        </Section>

        <Section id="terms-plans" title="6. Plans and payments">
          <p>
            Some features are offered on paid Premium and Business plans. Prices are shown in pounds
            sterling and include VAT where applicable. Any paid plan can be cancelled at the end of
            its billing period, and your statutory rights as a consumer are not affected.
          </p>
        </Section>

        <Section id="terms-termination" title="7. Suspension and termination">
          <p>
            You may close your account at any time from your settings. We may suspend or end your
            access if you seriously or repeatedly break these Terms, if we are required to by law,
            or if your use of the Service puts other members at risk.
          </p>
        </Section>

        <Section id="terms-liability" title="8. Our responsibility to you">
          <p>
            We provide the Service with reasonable care and skill, but we cannot promise that it
            will always be available or free from errors. We are not responsible for content posted
            by members or for the outcome of any job or collaboration arranged through Atelier.
          </p>
          <p>
            Nothing in these Terms limits or excludes our liability for death or personal injury
            caused by our negligence, for fraud or fraudulent misrepresentation, or for anything
            else that cannot be limited or excluded under the law of England and Wales.
          </p>
        </Section>

        <Section id="terms-changes" title="9. Changes to these terms">
          <p>
            We may update these Terms from time to time. When we make material changes we will let
            you know through the Service or by email before they take effect. If you keep using
            Atelier after the changes apply, you accept the updated Terms.
          </p>
        </Section>

        <Section id="terms-law" title="10. Governing law">
          <p>
            These Terms are governed by the laws of England and Wales, and the courts of England and
            Wales have jurisdiction over any dispute arising from them. If you live in Scotland or
            Northern Ireland you may also bring proceedings in your local courts.
          </p>
        </Section>

        <Section id="terms-contact" title="11. Contact us">
          <p>
            If you have any questions about these Terms or other legal matters, please contact us at{" "}
            <a
              href={`mailto:${LEGAL_CONTACT_EMAIL}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {LEGAL_CONTACT_EMAIL}
            </a>
            .
          </p>
        </Section>
      </Card>
    </div>
  );
}
