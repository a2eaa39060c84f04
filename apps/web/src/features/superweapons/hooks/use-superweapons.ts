import type { CreateAutomationRule, StartAutomationCampaign, UpdateAutomationRule } from '@sdp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { campaignKeys } from '@/features/campaigns';
import { useRealtimeEvent } from '@/lib/realtime';
import { createRule } from '../api/create-rule';
import { deleteRule } from '../api/delete-rule';
import { dryRun } from '../api/dry-run';
import { invalidateFeed, invalidateSuperweapons, superweaponsKeys } from '../api/keys';
import { killSwitch } from '../api/kill-switch';
import { resumeAutomation } from '../api/resume';
import { runRule } from '../api/run-rule';
import { startCampaign } from '../api/start-campaign';
import { updateRule } from '../api/update-rule';

/** Pushes that change the feed arrive in bursts (a job's progress): refresh at most this often. */
const PUSH_REFRESH_MS = 1_000;

/** Keeps the feed and the switch fresh from the existing realtime pushes of every kind of work. */
export function useLiveFeed() {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const soon = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void invalidateFeed(qc);
    }, PUSH_REFRESH_MS);
  };
  useRealtimeEvent('deployment:progress', soon);
  useRealtimeEvent('deployment:completed', soon);
  useRealtimeEvent('campaign:updated', soon);
  useRealtimeEvent('engine:status', soon);
  useRealtimeEvent('opportunity:updated', soon);
  useRealtimeEvent('project:crawl', soon);
  useRealtimeEvent('automation:updated', () => void invalidateSuperweapons(qc));
}

export function useCreateRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAutomationRule) => createRule(body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: superweaponsKeys.rules }),
  });
}

export function useUpdateRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAutomationRule }) => updateRule(id, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: superweaponsKeys.rules }),
  });
}

export function useDeleteRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRule(id),
    onSuccess: () => void qc.invalidateQueries({ queryKey: superweaponsKeys.rules }),
  });
}

export function useDryRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dryRun(id),
    onSuccess: () => void invalidateSuperweapons(qc),
  });
}

export function useRunRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => runRule(id),
    onSuccess: () => void invalidateSuperweapons(qc),
  });
}

export function useKillSwitch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: killSwitch,
    onSuccess: (state) => {
      qc.setQueryData(superweaponsKeys.state, state);
      void invalidateSuperweapons(qc);
      void qc.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}

export function useResumeAutomation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resumeAutomation,
    onSuccess: (state) => {
      qc.setQueryData(superweaponsKeys.state, state);
      void invalidateSuperweapons(qc);
    },
  });
}

export function useStartCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StartAutomationCampaign) => startCampaign(body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: campaignKeys.all });
      void invalidateFeed(qc);
    },
  });
}
