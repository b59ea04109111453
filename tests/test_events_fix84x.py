"""Event extraction traps found in held-out batch 84 (a fifth look): the group taken on by the buses someone sent
("sent two buses to take the group to a shelter in Suba"), and a transfer to a detention centre named for its town
("transferred ... to the Florence Service Processing Center"), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

SENT_VEHICLES = [
    # "the archdiocese sent two buses to take the group to a shelter run by the social ministry in Suba"
    _case("About 30 former Venezuelan soldiers occupied a church in Bogotá on Wednesday. On Thursday the archdiocese "
          "sent two buses to take the group to a shelter in Suba.", "2019-09-27",
          [("relocation", "Suba", "2019-09-26")], (), "en-sent-buses-to-take"),
    _case("Some 40 former Venezuelan guardsmen slept outside the stadium in Cúcuta on Monday. On Tuesday the mayor's "
          "office sent three vans to carry the men to Los Patios.", "2019-09-27",
          [("relocation", "Los Patios", "2019-09-24")], (), "en-sent-vans-to-carry"),
    _case("Cerca de 30 ex-militares venezuelanos ocuparam uma igreja em Bogotá na quarta-feira. Na quinta-feira a "
          "arquidiocese enviou dois ônibus para levar os ex-militares para um abrigo em Suba.", "2019-09-27",
          [("relocation", "Suba", "2019-09-26")], (), "pt-enviou-onibus-para-levar"),
    # (guard: buses sent with aid, or to carry goods, move no one of the story)
    _case("About 30 former Venezuelan soldiers occupied a church in Bogotá on Wednesday. On Thursday the archdiocese "
          "sent two buses of food to the church in Suba.", "2019-09-27", [], (("relocation", "Suba", ANY),),
          "en-sent-buses-of-food"),
]


@pytest.mark.parametrize("text, published, present, absent", SENT_VEHICLES)
def test_the_group_the_sent_vehicles_took_moved(gazetteer, geonames, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


DETENTION_CENTRE = [
    # "Luis was transferred on Tuesday, December 10, to the Florence Service Processing Center, where he remains."
    _case("A former Venezuelan National Guard sergeant was beaten in Nogales, Sonora. He is now held in Arizona. "
          "Luis was transferred on Tuesday, December 10, to the Florence Service Processing Center, where he remains.",
          "2019-12-12", [("relocation", "Florence", "2019-12-10")], (), "en-florence-spc"),
    _case("A former Venezuelan army captain asked for asylum in Arizona. On Sept. 7 he was moved to the Eloy Detention "
          "Center.", "2019-09-12", [("relocation", "Eloy", "2019-09-07")], (), "en-eloy-detention-center"),
]


@pytest.mark.parametrize("text, published, present, absent", DETENTION_CENTRE)
def test_a_transfer_to_a_detention_centre_named_for_its_town(gazetteer, geonames, text: str, published: str,
                                                             present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
