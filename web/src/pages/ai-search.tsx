import { PageHeader } from "@web/components/page-header.tsx";
import { Sparkles } from "lucide-react";
import { SectionPlaceholder } from "./placeholder.tsx";

export default function AiSearchPage() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="AI Search"
        description="Describe who you are looking for and let the assistant find matching creatives."
      />
      <SectionPlaceholder icon={<Sparkles aria-hidden="true" />}>
        Your conversations with the assistant will appear here.
      </SectionPlaceholder>
    </div>
  );
}
