import { Info, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export interface DevToolTabProps {
  title: string;
  description: string;
  points: string[];
}

export interface DevToolTabFrameProps extends DevToolTabProps {
  /** The tests call the signed-in user's vehicles, so signed-out visitors get a note instead. */
  signedIn: boolean;
  children?: ReactNode;
}

/** A developer test tab: the explanatory box, then the test tools (or a sign-in note). */
export function DevToolTab({ title, description, points, signedIn, children }: DevToolTabFrameProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wrench className="size-5 text-primary" aria-hidden /> {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
          <p className="mb-2 font-medium">What these tools do</p>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        {signedIn ? (
          children
        ) : (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> Sign in to run these tests: they use your account and your shared vehicles.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export const MCP_TEST_INFO: DevToolTabProps = {
  title: 'MCP Server Test',
  description: 'Check the Model Context Protocol server the AI assistant uses to read your vehicles.',
  points: [
    'Calls each MCP tool (VIN decode and lookup, identity, latest telemetry, 7-day history, health analysis, VIN attestation, JWT refresh) directly, with a short-lived access token of its own.',
    'Shows every result with a SUCCESS or FAILED badge, the operation, the time and the raw response.',
    'Helps tell a connection problem from a vehicle that is not sharing data.',
  ],
};

export const ATTESTATION_TEST_INFO: DevToolTabProps = {
  title: 'Attestation Test',
  description: 'Check that processed documents can be attested to the provider’s network.',
  points: [
    'Shows whether the developer client id, domain and API key are configured.',
    'Test Connection obtains an attestation token; Test Attestation signs and sends a sample attestation.',
    'Results read Not Tested, Success or Failed, with the error and a mock attestation payload.',
  ],
};
