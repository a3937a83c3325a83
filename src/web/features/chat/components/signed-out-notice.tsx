import { Bot, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { chatWording } from '../chat-wording';

export function SignedOutNotice() {
  const t = chatWording();
  return (
    <div className="mx-auto flex max-w-lg p-4 sm:p-8">
      <Card className="w-full">
        <CardHeader>
          <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-gradient-ai text-white" aria-hidden>
            <Bot className="size-5" />
          </span>
          <h1 className="text-lg font-semibold leading-none tracking-tight">{t.title}</h1>
          <CardDescription>{t.signedOut.text}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="hero">
            <Link to="/auth/login">
              <LogIn aria-hidden />
              {t.signedOut.signIn}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
