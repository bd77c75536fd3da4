import { Button } from "@web/components/ui/button.tsx";
import { Card } from "@web/components/ui/card.tsx";
import { CircleAlert } from "lucide-react";
import { Link } from "wouter";

export default function NotFoundPage() {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md p-8">
        <div className="flex items-center gap-3">
          <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
        <Button variant="outline" className="mt-6" asChild>
          <Link href="/">Back to Feed</Link>
        </Button>
      </Card>
    </div>
  );
}
