import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDashboard } from '@/hooks/use-dashboard';
import { readActiveVehicle, saveActiveVehicle } from '@/lib/active-vehicle';
import { useChatStatus, useOwnVehicles } from './api';
import { browserLanguage, chatWording } from './chat-wording';
import { ChatComposer } from './components/chat-composer';
import { ChatHeader } from './components/chat-header';
import { MessageList } from './components/message-list';
import { SignedOutNotice } from './components/signed-out-notice';
import { VehicleSelect } from './components/vehicle-select';
import { useChatSession } from './hooks/use-chat-session';
import { QUICK_SEND_DELAY_MS } from './quick-questions';
import { selectInitialTokenId } from './select-initial-token';
import { buildWelcomeMessage, readKnownHealth } from './welcome-message';
import { useUrlParams } from '@/hooks/use-url-params';

const PAGE_HEIGHT = 'h-[calc(100dvh-3.5rem)]';

export default function ChatPage() {
  const me = useCurrentUser();
  if (me.isPending) {
    return (
      <div className={`${PAGE_HEIGHT} space-y-4 p-4`} aria-busy="true" aria-label={chatWording().loadingAssistant}>
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-24 w-full max-w-3xl" />
      </div>
    );
  }
  if (!me.data) return <SignedOutNotice />;
  return <ChatScreen />;
}

function ChatScreen() {
  const status = useChatStatus(true);
  const vehicles = useOwnVehicles(true);
  const dashboard = useDashboard(); // the welcome message shows the card's health score
  const [searchParams, changeParams] = useUrlParams();
  const [tokenId, setTokenId] = useState<number | null>(null);
  const [input, setInput] = useState('');
  const session = useChatSession(tokenId);
  const timers = useRef<number[]>([]);
  const askedFromUrl = useRef(false);
  const language = browserLanguage();
  const t = chatWording(language);

  const vehicleList = useMemo(() => vehicles.data ?? [], [vehicles.data]);
  const listSettled = !vehicles.isPending;

  useEffect(() => {
    if (tokenId !== null || !listSettled) return;
    setTokenId(selectInitialTokenId({ queryTokenId: searchParams.get('tokenId'), storedTokenId: readActiveVehicle(), vehicles: vehicleList }));
  }, [tokenId, listSettled, searchParams, vehicleList]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  // The address follows the choice too, so a reload reopens the vehicle the owner last picked.
  const selectVehicle = useCallback(
    (next: number) => {
      setTokenId(next);
      saveActiveVehicle(next);
      changeParams({ tokenId: String(next) });
    },
    [changeParams],
  );

  const { send, isSending } = session;
  const submit = useCallback(
    (text: string) => {
      if (!text.trim() || isSending) return;
      setInput('');
      void send(text);
    },
    [send, isSending],
  );
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  }, [submit]);

  const askQuickly = useCallback((question: string) => {
    setInput(question);
    timers.current.push(window.setTimeout(() => submitRef.current(question), QUICK_SEND_DELAY_MS));
  }, []);

  // `?q=` pre-fills and sends once, after the history is on screen; it is then dropped so a reload doesn't ask again.
  useEffect(() => {
    const question = searchParams.get('q');
    if (askedFromUrl.current || !question?.trim() || tokenId === null || session.isLoadingHistory) return;
    askedFromUrl.current = true;
    askQuickly(question);
    changeParams({ q: null });
  }, [searchParams, changeParams, tokenId, session.isLoadingHistory, askQuickly]);

  const selectedVehicle = vehicleList.find((v) => v.tokenId === tokenId) ?? null;
  const health = useMemo(() => (tokenId === null ? null : readKnownHealth(dashboard.data, tokenId)), [dashboard.data, tokenId]);
  const welcome = useMemo(
    () =>
      tokenId === null
        ? null
        : buildWelcomeMessage({
            tokenId,
            vehicle: selectedVehicle,
            health,
            status: status.data,
            now: new Date().toISOString(),
            language,
          }),
    [tokenId, selectedVehicle, health, status.data, language],
  );
  const messages = welcome ? [welcome, ...session.messages] : session.messages;
  const waitingLabel =
    isSending && !session.isStreaming ? (status.data?.ai.mode === 'llm' ? t.analyzingWithAi : t.processing) : null;

  const selectProps = { value: tokenId, vehicles: vehicleList, onChange: selectVehicle, disabled: !listSettled };

  return (
    <div className={`flex ${PAGE_HEIGHT} min-h-[28rem] flex-col`}>
      <ChatHeader status={status.data} vehicle={selectedVehicle} vehicleSelect={<VehicleSelect {...selectProps} label={t.selectCarLabel} />} />
      {vehicles.error && (
        <p role="alert" className="border-b bg-destructive/10 px-4 py-2 text-sm text-destructive">
          {t.vehiclesFailed} {vehicles.error.message}
        </p>
      )}
      {session.historyError && (
        <p role="alert" className="border-b bg-destructive/10 px-4 py-2 text-sm text-destructive">
          {t.historyFailed} {session.historyError.message}
        </p>
      )}
      {session.isLoadingHistory ? (
        <div className="flex-1 space-y-3 p-6" aria-busy="true" aria-label={t.loadingConversation}>
          <Skeleton className="h-16 w-3/4 max-w-xl" />
          <Skeleton className="ml-auto h-10 w-1/2 max-w-sm" />
        </div>
      ) : (
        <MessageList messages={messages} waitingLabel={waitingLabel} busy={isSending} onQuestion={askQuickly} onRespond={session.respond} />
      )}
      <ChatComposer
        value={input}
        onChange={setInput}
        onSubmit={submit}
        onQuick={askQuickly}
        busy={isSending}
        disabled={tokenId === null}
        vehicleSelect={<VehicleSelect {...selectProps} label={t.selectCarForQuestion} />}
      />
    </div>
  );
}
